import ComponentRuntime
import Foundation
import Testing

@MainActor
@Suite("Headless backend: activity indicators, progress views and visual effect views")
struct HeadlessIndicatorAndEffectViewTests {
    @Test("an activity indicator has UIKit's styles with their raw values, and a colour that follows the style")
    func activityIndicator() {
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100)
        #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
        #expect(UIActivityIndicatorView.Style.whiteLarge.rawValue == 0)
        #expect(UIActivityIndicatorView.Style.white.rawValue == 1)
        #expect(UIActivityIndicatorView.Style.gray.rawValue == 2)
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.color == nil && spinner.hidesWhenStopped)
        spinner.color = .red
        spinner.style = .medium
        #expect(spinner.color == .red && spinner.style == .medium)
    }

    @Test("a progress view pins its progress to 0...1, follows an observed Progress, and reads as a percentage")
    func progressView() {
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.progressViewStyle == .bar)
        #expect(UIProgressView().progressViewStyle == .default)
        #expect(bar.progress == 0)
        #expect(bar.progressTintColor == nil && bar.trackTintColor == nil)
        #expect(bar.progressImage == nil && bar.trackImage == nil && bar.observedProgress == nil)
        bar.setProgress(0.5, animated: true)
        #expect(bar.progress == 0.5)
        #expect(bar.isAccessibilityElement)
        #expect(bar.accessibilityValue == "50%")
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = -1
        #expect(bar.progress == 0)
        let task = Progress(totalUnitCount: 4)
        bar.observedProgress = task
        task.completedUnitCount = 1
        #expect(bar.progress == 0.25)
        #expect(bar.accessibilityValue == "25%")
        #expect(bar.dump().contains("progress=0.25"))
    }

    @Test("a visual effect view keeps its effect and holds its content in a content view that fills it")
    func visualEffectView() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let view = UIVisualEffectView(effect: blur)
        #expect(view.effect === blur)
        #expect(view.subviews == [view.contentView])
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 60), "it resizes with the view")
        #expect(UIBlurEffect(style: .dark) == UIBlurEffect(style: .dark))
        #expect(UIBlurEffect(style: .dark) != UIBlurEffect(style: .light))
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        #expect(vibrancy == UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel))
        #expect((vibrancy as UIVisualEffect) is UIVibrancyEffect)
        view.effect = vibrancy
        #expect(view.dump().contains("effect=vibrancy(systemMaterial)"))
        #expect(UIVisualEffectView().effect == nil, "made by type: no effect")
    }
}
