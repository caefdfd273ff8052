# Sourced by Tools/ios-sdk-check.sh and Tools/compare-interfaces.sh: finds the iOS SDK and the toolchain, and
# prepares the Darwin-shaped resource folder and the module cache both scripts compile against.
#
#   source Tools/ios-sdk-setup.sh SDK_ARGUMENT
#
# The caller defines `say` and `setup_error` (which exits) and sets ROOT (the checkout). SDK_ARGUMENT may be
# empty: then $CKGEN_IOS_SDK, else /tmp/ios-sdk/iPhoneOS18.6.sdk. Sets SDK, SDK_NAME, SWIFTC, CACHE, DEPLOYMENT,
# ARCH, RESOURCES, MODULE_CACHE and IOS_FLAGS (the target, SDK, resource folder and module cache flags). Both scripts
# use the same cache: the SDK's modules are only reused while the compiler's arguments are the same, so they must
# come from one place.

SDK_ARG=${1:-${CKGEN_IOS_SDK:-/tmp/ios-sdk/iPhoneOS18.6.sdk}}
SDK=$(cd "$SDK_ARG" 2> /dev/null && pwd) || setup_error "no SDK folder at $SDK_ARG"
[ -f "$SDK/SDKSettings.json" ] || setup_error "$SDK has no SDKSettings.json: not an SDK folder"
SWIFTC=${SWIFTC:-swiftc}
command -v "$SWIFTC" > /dev/null || setup_error "no $SWIFTC on PATH"
CACHE=${CKGEN_IOS_CACHE:-/tmp/ckgen-ios-sdk-check}

# The deployment target: `.iOS(.v16)` or `.iOS("16.0")` in Package.swift.
DECLARED=$(sed -n 's/.*\.iOS(\.v\([0-9][0-9_]*\)).*/\1/p; s/.*\.iOS("\([0-9.]*\)").*/\1/p' "$ROOT/Package.swift" |
    head -1 | tr _ .)
[ -n "$DECLARED" ] && [[ "$DECLARED" != *.* ]] && DECLARED="$DECLARED.0"
DEPLOYMENT=${CKGEN_IOS_DEPLOYMENT_TARGET:-$DECLARED}
[ -n "$DEPLOYMENT" ] || setup_error "Package.swift declares no iOS platform; set CKGEN_IOS_DEPLOYMENT_TARGET"

ARCH=arm64
[ -f "$SDK/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface" ] ||
    setup_error "$SDK has no arm64-apple-ios Swift interfaces"
[ -f "$SDK/usr/include/os.apinotes" ] ||
    setup_error "$SDK has no usr/include/os.apinotes: use an iOS 18 or later SDK"

# A resource folder shaped like Darwin's: the toolchain's own holds Linux module maps (Dispatch,
# CoreFoundation...) that clash with the SDK's. Its path is fixed per toolchain and SDK, because the module
# cache is only reused while the compiler's arguments are the same.
TOOLCHAIN_RESOURCES=$("$SWIFTC" -print-target-info 2> /dev/null |
    sed -n 's/.*"runtimeResourcePath": *"\([^"]*\)".*/\1/p' | head -1)
[ -d "$TOOLCHAIN_RESOURCES/shims" ] || setup_error "cannot find the toolchain's resources ($TOOLCHAIN_RESOURCES)"
KEY=$( ("$SWIFTC" --version 2>&1 | head -1; echo "$SDK") | cksum | cut -d' ' -f1)
RESOURCES="$CACHE/resources-$KEY"
MODULE_CACHE="$CACHE/modules-$KEY"
mkdir -p "$RESOURCES/apinotes" "$MODULE_CACHE" || setup_error "cannot create $CACHE"
for entry in clang shims; do
    ln -sfn "$TOOLCHAIN_RESOURCES/$entry" "$RESOURCES/$entry"
done
ln -sfn "$TOOLCHAIN_RESOURCES/shims" "$RESOURCES/SwiftShims" # clang finds SwiftShims by folder name
for notes in "$TOOLCHAIN_RESOURCES"/apinotes/*.apinotes; do
    [ -e "$notes" ] && ln -sfn "$notes" "$RESOURCES/apinotes/"
done

SDK_NAME=$(grep -o '"DisplayName":"[^"]*"' "$SDK/SDKSettings.json" | head -1 | cut -d'"' -f4)
IOS_FLAGS=(-target "$ARCH-apple-ios$DEPLOYMENT" -sdk "$SDK" -resource-dir "$RESOURCES"
    -module-cache-path "$MODULE_CACHE")
