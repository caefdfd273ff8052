// The few libclang types ckgen uses, declared here (the Swift toolchain ships libclang.so but not its
// clang-c/Index.h). ckgen loads libclang at run time with dlopen and looks each function up with dlsym, so this
// target links nothing: the package builds, and the Swift-only path works, with no libclang on the machine.
//
// Layouts follow clang-c/Index.h and CXString.h, which keep them stable across releases.

#ifndef CKGEN_CLIBCLANG_H
#define CKGEN_CLIBCLANG_H

typedef void *CKClangIndex;
typedef void *CKClangTranslationUnit;
typedef void *CKClangDiagnostic;
typedef void *CKClangFile;
typedef void *CKClangClientData;

typedef struct {
    const void *data;
    unsigned private_flags;
} CKClangString;

typedef struct {
    int kind;
    int xdata;
    const void *data[3];
} CKClangCursor;

typedef struct {
    int kind;
    void *data[2];
} CKClangType;

typedef struct {
    const void *ptr_data[2];
    unsigned int_data;
} CKClangSourceLocation;

typedef struct {
    const void *ptr_data[2];
    unsigned begin_int_data;
    unsigned end_int_data;
} CKClangSourceRange;

typedef struct {
    const char *Filename;
    const char *Contents;
    unsigned long Length;
} CKClangUnsavedFile;

/// CXChildVisitResult: 0 break, 1 continue, 2 recurse.
typedef int (*CKClangCursorVisitor)(CKClangCursor cursor, CKClangCursor parent, CKClangClientData client_data);

#endif
