// The token table and vocabulary are compiled into the binary with C23's #embed, so `recall`
// needs no resource files at run time and the table cannot go missing or drift from the code.
#include "static_vectors.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char vectors[] = {
#embed "vectors.bin"
};

static const unsigned char vocabulary[] = {
#embed "vocab.tsv"
};

const unsigned char *recall_static_vectors(size_t *length) {
    *length = sizeof(vectors);
    return vectors;
}

const unsigned char *recall_static_vocabulary(size_t *length) {
    *length = sizeof(vocabulary);
    return vocabulary;
}
