#ifndef RECALL_STATIC_VECTORS_H
#define RECALL_STATIC_VECTORS_H

#include <stddef.h>

/// The distilled token table (tools/static_vectors/distill.py writes vectors.bin): magic "RSV1",
/// UInt32 count, UInt32 dimension, count Float32 scales, count x dimension Int8 values.
const unsigned char *recall_static_vectors(size_t *length);

/// The WordPiece vocabulary: `token<TAB>id` lines sorted by the token's UTF-8 bytes (not NUL-terminated).
const unsigned char *recall_static_vocabulary(size_t *length);

#endif
