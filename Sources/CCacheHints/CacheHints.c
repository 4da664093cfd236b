// The hints are inline functions of the header; SwiftPM builds a C target from a source file.
#include "CacheHints.h"
