#if !canImport(UIKit)
    extension Array where Element: AnyObject {
        /// The index of `object` (compared by identity) searching from the front, adding the entries looked at to
        /// `examined`. Views and layers count what they look at so tests can check that adding children in order
        /// costs a bounded amount per child: a whole-list scan per child once made mounting a flat tree quadratic.
        func firstIndex(ofIdentical object: AnyObject?, examined: inout Int) -> Int? {
            guard let object else { return nil }
            for index in indices {
                examined += 1
                if self[index] === object { return index }
            }
            return nil
        }

        /// The index of `object` (compared by identity) searching from the back, adding the entries looked at to
        /// `examined`; see ``firstIndex(ofIdentical:examined:)``.
        func lastIndex(ofIdentical object: AnyObject?, examined: inout Int) -> Int? {
            guard let object else { return nil }
            for index in indices.reversed() {
                examined += 1
                if self[index] === object { return index }
            }
            return nil
        }
    }
#endif
