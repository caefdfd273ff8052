#if !canImport(UIKit)
    @testable import ComponentRuntime
    import Foundation
    import Testing

    /// Adding a child to a headless view or layer must cost a bounded amount however many children it already has:
    /// a scan of the whole list per child once made mounting a flat tree of thousands of components take seconds.
    /// The views and layers count the list entries they look at, so these tests check the cost without timing.
    @MainActor
    @Suite("Headless subview insertion: entries looked at per child")
    struct SubviewInsertionCostTests {
        private let count = 600

        @Test("adding subviews one after another looks at a bounded number of entries each, and keeps layer order")
        func addingInOrder() {
            let root = UIView()
            for _ in 0..<count { root.addSubview(UIView()) }
            #expect(root.subviewEntriesExamined <= 2 * count)
            #expect(root.layer.sublayerEntriesExamined <= 2 * count)
            expectLayersFollowSubviews(of: root)
        }

        @Test("inserting each subview at the back looks at a bounded number of entries each, and keeps layer order")
        func insertingAtTheBack() {
            let root = UIView()
            for _ in 0..<count { root.insertSubview(UIView(), at: 0) }
            #expect(root.subviewEntriesExamined <= 2 * count)
            #expect(root.layer.sublayerEntriesExamined <= 2 * count)
            expectLayersFollowSubviews(of: root)
        }

        @Test("inserting each subview above the previous one looks at a bounded number of entries each")
        func insertingAboveThePreviousOne() {
            let root = UIView()
            var previous = UIView()
            root.addSubview(previous)
            for _ in 1..<count {
                let view = UIView()
                root.insertSubview(view, aboveSubview: previous)
                previous = view
            }
            // Finding `previous` among the subviews is a scan of its own (from the front); the layer placement
            // after it must not add another.
            let findingPrevious = count * (count - 1) / 2
            #expect(root.subviewEntriesExamined <= findingPrevious + 2 * count)
            #expect(root.layer.sublayerEntriesExamined <= 2 * count)
            expectLayersFollowSubviews(of: root)
        }

        @Test("mounting a flat tree looks at a bounded number of subview and sublayer entries per child")
        func mountingAFlatTree() {
            let children = (0..<count).map { _ in
                FlexboxComponent.Child(
                    Component(view: ViewConfiguration(UIView.self), size: ComponentSize(width: 10, height: 10))
                )
            }
            let host = ComponentHost { _ in FlexboxComponent(children: children) }
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            host.mount(in: root)
            #expect(root.subviews.count == count)
            #expect(root.subviewEntriesExamined <= 2 * count)
            #expect(root.layer.sublayerEntriesExamined <= 2 * count)
            expectLayersFollowSubviews(of: root)
        }

        @Test("moving a subview to another superview and reordering still keep the layers in the subviews' order")
        func movesKeepLayerOrder() {
            let (first, second) = (UIView(), UIView())
            let views = (0..<5).map { _ in UIView() }
            for view in views { first.addSubview(view) }
            second.addSubview(views[2])
            #expect(first.subviews.map(ObjectIdentifier.init) == [0, 1, 3, 4].map { ObjectIdentifier(views[$0]) })
            expectLayersFollowSubviews(of: first)
            first.insertSubview(views[4], at: 0)
            first.bringSubviewToFront(views[0])
            first.insertSubview(views[2], belowSubview: views[3])
            first.exchangeSubview(at: 0, withSubviewAt: 3)
            #expect(second.subviews.isEmpty)
            #expect(second.layer.sublayers == nil)
            expectLayersFollowSubviews(of: first)
            views[1].removeFromSuperview()
            #expect(views[1].layer.superlayer == nil)
            expectLayersFollowSubviews(of: first)
        }

        private func expectLayersFollowSubviews(of view: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
            let layers = (view.layer.sublayers ?? []).map(ObjectIdentifier.init)
            #expect(layers == view.subviews.map { ObjectIdentifier($0.layer) }, sourceLocation: sourceLocation)
        }
    }
#endif
