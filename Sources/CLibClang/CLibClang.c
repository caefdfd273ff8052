// Intentionally empty: CLibClang only declares types (see include/CLibClang.h). SwiftPM needs one source file.
#include "CLibClang.h"
