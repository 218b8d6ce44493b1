#ifndef AMASCAN_GRAMMARS_H
#define AMASCAN_GRAMMARS_H

// The language entry points of the grammars compiled from grammars/vendor. The struct is left incomplete
// here so that Swift sees the same opaque pointer type as tree-sitter's own api.h declares.
struct TSLanguage;

const struct TSLanguage *tree_sitter_tsx(void);
const struct TSLanguage *tree_sitter_typescript(void);
const struct TSLanguage *tree_sitter_javascript(void);

#endif
