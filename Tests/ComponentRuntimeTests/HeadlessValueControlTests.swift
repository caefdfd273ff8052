import ComponentRuntime
import Foundation
import Testing

/// A slider that restyles its track by overriding UIKit's geometry method, as apps do.
@MainActor
private final class ThickTrackSlider: UISlider {
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        let track = super.trackRect(forBounds: bounds)
        return CGRect(x: track.minX, y: bounds.midY - 10, width: track.width, height: 20)
    }
}

/// The value controls a test plays as the user: `UISlider`, `UIStepper` and `UISwitch`. For each: UIKit's
/// defaults, its clamping (or wrapping) rules, exactly the events a simulated user sends, nothing from a disabled
/// control, and the accessibility UIKit gives it.
@MainActor
@Suite("Headless slider, stepper and switch")
struct HeadlessValueControlTests {
    // MARK: UISlider

    @Test("a slider's defaults are UIKit's: 0 in 0…1, continuous, no images or colours")
    func sliderDefaults() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
        #expect(slider.minimumValueImage == nil && slider.maximumValueImage == nil)
        #expect(slider.minimumTrackTintColor == nil && slider.maximumTrackTintColor == nil)
        #expect(slider.thumbTintColor == nil && slider.currentThumbImage == nil)
    }

    @Test("a slider pins its value to the range, and moving an end moves the value and the other end")
    func sliderClamping() {
        let slider = UISlider()
        slider.value = 3
        #expect(slider.value == 1)
        slider.value = -2
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.minimumValue = 9
        #expect(slider.value == 9, "raising the minimum raises the value")
        slider.maximumValue = 5
        #expect(slider.minimumValue == 5 && slider.value == 5, "a maximum below the minimum lowers both")
        slider.minimumValue = 7
        #expect(slider.maximumValue == 7 && slider.value == 7, "a minimum above the maximum raises both")
    }

    @Test("setting a slider's value in code sends nothing")
    func sliderCodeSendsNothing() {
        let slider = UISlider()
        let recorder = ControlEventRecorder(slider)
        slider.value = 0.4
        slider.setValue(0.7, animated: true)
        #expect(slider.value == 0.7)
        #expect(recorder.events.isEmpty)
    }

    @Test("a continuous slide reports valueChanged once per step, tracking while it drags")
    func continuousSlide() {
        let slider = UISlider()
        let recorder = ControlEventRecorder(slider)
        var seen: [String] = []
        let watch = UIAction { _ in seen.append("\(slider.value) tracking=\(slider.isTracking)") }
        slider.addAction(watch, for: .valueChanged)
        slider.simulateSlide(to: 1, steps: 4)
        #expect(recorder.events == Array(repeating: "valueChanged", count: 4))
        #expect(seen == ["0.25 tracking=true", "0.5 tracking=true", "0.75 tracking=true", "1.0 tracking=true"])
        #expect(!slider.isTracking, "tracking ends with the drag")
    }

    @Test("a slide that is not continuous reports valueChanged once, at the end; a slide to the same value none")
    func discreteSlide() {
        let slider = UISlider()
        slider.isContinuous = false
        let recorder = ControlEventRecorder(slider)
        slider.simulateSlide(to: 0.6, steps: 5)
        #expect(recorder.events == ["valueChanged"])
        #expect(slider.value == 0.6)
        recorder.reset()
        slider.simulateSlide(to: 0.6, steps: 3)
        #expect(recorder.events.isEmpty)
        slider.isContinuous = true
        slider.simulateSlide(to: 5, steps: 2)
        #expect(slider.value == 1, "a slide past the end stops there")
        #expect(recorder.count(.valueChanged) == 2)
    }

    @Test("a disabled or hidden slider ignores the user")
    func disabledSlider() {
        let slider = UISlider()
        let recorder = ControlEventRecorder(slider)
        slider.isEnabled = false
        slider.simulateSlide(to: 1)
        slider.accessibilityIncrement()
        slider.isEnabled = true
        slider.isHidden = true
        slider.simulateSlide(to: 1)
        #expect(slider.value == 0)
        #expect(recorder.events.isEmpty)
    }

    @Test("a slider is adjustable, reads as a percentage, and VoiceOver steps it by a tenth")
    func sliderAccessibility() {
        let slider = UISlider()
        slider.value = 0.5
        #expect(slider.isAccessibilityElement)
        #expect(slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "50%")
        let recorder = ControlEventRecorder(slider)
        slider.accessibilityIncrement()
        #expect(slider.accessibilityValue == "60%")
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(slider.accessibilityValue == "40%")
        #expect(recorder.count(.valueChanged) == 3)
        slider.minimumValue = 10
        slider.maximumValue = 30
        slider.value = 15
        #expect(slider.accessibilityValue == "25%", "the percentage is of the range")
        slider.value = 10
        recorder.reset()
        slider.accessibilityDecrement()
        #expect(recorder.events.isEmpty, "at the minimum nothing changes, so nothing is sent")
        slider.isEnabled = false
        #expect(slider.accessibilityTraits == [.adjustable, .notEnabled])
    }

    @Test("a slider's images are per state and fall back to the normal state's")
    func sliderImages() {
        let slider = UISlider()
        let thumb = UIImage(systemName: "thumb")
        slider.setThumbImage(thumb, for: .normal)
        slider.setMinimumTrackImage(UIImage(systemName: "min"), for: .highlighted)
        #expect(slider.thumbImage(for: .disabled) == thumb)
        #expect(slider.currentThumbImage == thumb)
        #expect(slider.minimumTrackImage(for: .normal) == nil)
        #expect(slider.minimumTrackImage(for: .highlighted) == UIImage(systemName: "min"))
        #expect(slider.maximumTrackImage(for: .normal) == nil)
    }

    @Test("a slider's geometry puts the images at the ends, the track between and the thumb at the value")
    func sliderGeometry() {
        let slider = ThickTrackSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let bounds = slider.bounds
        #expect(slider.trackRect(forBounds: bounds) == CGRect(x: 0, y: 5, width: 200, height: 20))
        slider.minimumValueImage = UIImage(systemName: "quiet")
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(slider.maximumValueImageRect(forBounds: bounds).width == 0)
        let track = slider.trackRect(forBounds: bounds)
        #expect(track.minX == 30 && track.width == 170)
        let thumb = slider.thumbRect(forBounds: bounds, trackRect: track, value: 1)
        #expect(thumb.maxX == 200 && thumb.midY == 15)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: -5).minX == 30)
    }

    // MARK: UIStepper

    @Test("a stepper's defaults are UIKit's: 0 in 0…100 by 1, continuous, autorepeating, not wrapping")
    func stepperDefaults() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    }

    @Test("each tap steps once and reports valueChanged once; the value stops at the ends")
    func stepperSteps() {
        let stepper = UIStepper()
        stepper.maximumValue = 3
        stepper.stepValue = 2
        let recorder = ControlEventRecorder(stepper)
        stepper.simulateIncrement()
        #expect(stepper.value == 2)
        stepper.simulateIncrement()
        #expect(stepper.value == 3, "a step past the maximum stops at it")
        stepper.simulateIncrement()
        #expect(stepper.value == 3)
        #expect(recorder.events == ["valueChanged", "valueChanged"], "at the maximum the tap sends nothing")
        stepper.simulateDecrement()
        stepper.simulateDecrement()
        stepper.simulateDecrement()
        #expect(stepper.value == 0)
        #expect(recorder.count(.valueChanged) == 4)
    }

    @Test("a wrapping stepper goes on from the other end")
    func stepperWraps() {
        let stepper = UIStepper()
        stepper.wraps = true
        stepper.maximumValue = 2
        let recorder = ControlEventRecorder(stepper)
        stepper.simulateDecrement()
        #expect(stepper.value == 2, "below the minimum comes the maximum")
        stepper.simulateIncrement()
        #expect(stepper.value == 0, "past the maximum comes the minimum")
        #expect(recorder.events == ["valueChanged", "valueChanged"])
    }

    @Test("a stepper pins its value to the range in code and sends nothing for it")
    func stepperClamping() {
        let stepper = UIStepper()
        let recorder = ControlEventRecorder(stepper)
        stepper.value = 250
        #expect(stepper.value == 100)
        stepper.value = -1
        #expect(stepper.value == 0)
        stepper.value = 50
        stepper.minimumValue = 60
        #expect(stepper.value == 60)
        stepper.maximumValue = 70
        stepper.value = 65
        stepper.maximumValue = 62
        #expect(stepper.value == 62)
        #expect(recorder.events.isEmpty)
    }

    @Test("a disabled stepper ignores taps; an enabled one is adjustable and reads its number")
    func stepperDisabledAndAccessibility() {
        let stepper = UIStepper()
        let recorder = ControlEventRecorder(stepper)
        stepper.isEnabled = false
        stepper.simulateIncrement()
        stepper.accessibilityIncrement()
        #expect(stepper.value == 0 && recorder.events.isEmpty)
        stepper.isEnabled = true
        stepper.stepValue = 2.5
        stepper.accessibilityIncrement()
        #expect(stepper.accessibilityValue == "2.5")
        #expect(stepper.accessibilityTraits == .adjustable)
        stepper.accessibilityDecrement()
        #expect(stepper.value == 0)
        #expect(recorder.count(.valueChanged) == 2)
    }

    // MARK: UISwitch

    @Test("a switch's defaults are UIKit's: off, no colours or images, automatic style drawn sliding")
    func switchDefaults() {
        let toggle = UISwitch()
        #expect(!toggle.isOn)
        #expect(toggle.onTintColor == nil && toggle.thumbTintColor == nil)
        #expect(toggle.onImage == nil && toggle.offImage == nil && toggle.title == nil)
        #expect(toggle.preferredStyle == .automatic && toggle.style == .sliding)
        toggle.preferredStyle = .checkbox
        #expect(toggle.style == .checkbox)
        #expect(UISwitch.Style.sliding.rawValue == 2)
    }

    @Test("flipping a switch sends valueChanged once; flipping to its value, or in code, sends nothing")
    func switchFlip() {
        let toggle = UISwitch()
        let recorder = ControlEventRecorder(toggle)
        toggle.simulateFlip(to: true)
        #expect(toggle.isOn)
        toggle.simulateFlip(to: true)
        toggle.setOn(false, animated: true)
        toggle.isOn = true
        #expect(recorder.events == ["valueChanged"])
        toggle.isEnabled = false
        toggle.simulateFlip(to: false)
        #expect(toggle.isOn && recorder.events.count == 1, "a disabled switch does not flip")
    }

    @Test("a switch is a toggle button whose value is 1 or 0")
    func switchAccessibility() {
        let toggle = UISwitch()
        #expect(toggle.isAccessibilityElement)
        #expect(toggle.accessibilityTraits == [.button, .toggleButton])
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        toggle.isEnabled = false
        #expect(toggle.accessibilityTraits.contains(.notEnabled))
    }
}
