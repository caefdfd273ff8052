public import ComponentRuntime
import Testing

/// One problem a preview check found: a snapshot that differs (or was just recorded), a layout finding or an
/// accessibility finding, with the preview and variant it was found in.
public struct ComponentPreviewFailure: Sendable, CustomStringConvertible {
    /// Which check found it.
    public enum Check: String, Sendable {
        /// The SVG snapshot differs from the recorded one, is missing, or was recorded.
        case snapshot
        /// ``ComponentRuntime/LayoutAudit`` found a view cut off or text cut short.
        case layout
        /// ``ComponentRuntime/AccessibilityAudit`` found a problem.
        case accessibility
    }

    /// Which check found it.
    public var check: Check
    /// `Component/preview` and the variant's name: `FollowRow/Long name @ 320-rtl`.
    public var location: String
    /// What is wrong: the snapshot's message with its diff, or the finding's line (rule, component path, frame,
    /// message).
    public var message: String

    /// `check in location: message`.
    public var description: String { "\(check.rawValue) in \(location): \(message)" }
}

/// Mounts `preview` headlessly in `variant` (``ComponentRuntime/MountedComponentPreview``) and runs the three
/// checks a preview test makes, returning what each found: the SVG snapshot compared with the recorded file
/// (``verifySVGSnapshot(of:named:snapshotDirectory:filePath:testName:line:)``, named `<preview>-<variant>`; a
/// missing picture is recorded, and reported so that it is committed), the
/// layout audit and, with VoiceOver simulated while it runs, the accessibility audit (`nil` leaves it out).
/// Empty when the preview passes.
@MainActor
public func verifyComponentPreview(
    _ preview: ComponentPreview,
    variant: ComponentPreviewVariant,
    layoutAudit: LayoutAudit = LayoutAudit(),
    accessibilityAudit: AccessibilityAudit? = AccessibilityAudit(),
    snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> [ComponentPreviewFailure] {
    let location = "\(preview.id) @ \(variant.name)"
    let wasRunning = UIAccessibility.isVoiceOverRunning
    if accessibilityAudit != nil && !wasRunning { UIAccessibility.simulateVoiceOver(running: true) }
    defer { if accessibilityAudit != nil && !wasRunning { UIAccessibility.simulateVoiceOver(running: false) } }
    let mounted = MountedComponentPreview(preview, variant: variant)
    defer { mounted.unmount() }

    var failures: [ComponentPreviewFailure] = []
    if let message = verifySVGSnapshot(
        of: mounted.view,
        named: "\(preview.id)-\(variant.name)",
        snapshotDirectory: snapshotDirectory,
        recordingWhenMissing: true,
        filePath: filePath,
        testName: testName,
        line: line
    ) {
        failures.append(ComponentPreviewFailure(check: .snapshot, location: location, message: message))
    }
    for finding in layoutAudit.findings(in: mounted.view) {
        failures.append(ComponentPreviewFailure(check: .layout, location: location, message: finding.description))
    }
    for finding in accessibilityAudit?.findings(in: mounted.view) ?? [] {
        failures.append(
            ComponentPreviewFailure(check: .accessibility, location: location, message: finding.description)
        )
    }
    return failures
}

/// The one call a preview test makes: ``verifyComponentPreview(_:variant:layoutAudit:accessibilityAudit:snapshotDirectory:filePath:testName:line:)``
/// with each failure recorded as its own issue at the call, so a test run lists every problem at once.
///
/// ```swift
/// @Test func followRowLongName320() {
///     assertComponentPreview(FollowRow.previews[0], variant: ComponentPreviewVariant(width: 320))
/// }
/// ```
@MainActor
public func assertComponentPreview(
    _ preview: ComponentPreview,
    variant: ComponentPreviewVariant,
    layoutAudit: LayoutAudit = LayoutAudit(),
    accessibilityAudit: AccessibilityAudit? = AccessibilityAudit(),
    snapshotDirectory: String? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failures = verifyComponentPreview(
        preview,
        variant: variant,
        layoutAudit: layoutAudit,
        accessibilityAudit: accessibilityAudit,
        snapshotDirectory: snapshotDirectory,
        filePath: filePath,
        testName: testName,
        line: line
    )
    let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    for failure in failures {
        Issue.record(Comment(rawValue: failure.description), sourceLocation: location)
    }
}
