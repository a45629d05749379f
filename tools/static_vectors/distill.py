#!/usr/bin/env python3
"""Distill all-MiniLM-L6-v2 into the static token table Recall's embedder links in.

Every one of the model's 30,522 WordPiece tokens goes through the full model alone
(`[CLS] token [SEP]`, mean pooled, as sentence-transformers pools), the 384-dimensional outputs
are centred and projected on their first 256 principal components, and each row is scaled by
log(1 + token id): BERT's vocabulary is ordered roughly by frequency, so this damps the common
tokens the way a Zipf prior would (the model2vec recipe). A text's static vector is then the
normalized sum of its tokens' rows, which Swift computes with a table lookup; no model runs at
index or query time.

Output (little-endian), written to Sources/CStaticVectors/:
  vectors.bin  magic "RSV1", UInt32 token count, UInt32 dimension, count Float32 row scales,
               then count x dimension Int8 values (row = scale * int8 / 127)
  vocab.tsv    the WordPiece vocabulary, `token<TAB>id` per line, sorted by the token's UTF-8
               bytes (Swift looks tokens up by binary search, with nothing to build at start)

Run with the MiniLM virtual environment (see tools/minilm_server.py for its two-line setup):

    ../.venv-minilm/bin/python tools/static_vectors/distill.py

Deterministic: the same weights give the same bytes (the SVD's sign is fixed per component).
"""
import argparse
import struct
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import minilm_server  # noqa: E402

CLS, SEP = 101, 102


def token_outputs(model: "minilm_server.MiniLM", batch: int = 2048) -> np.ndarray:
    """The model's pooled output for every vocabulary token on its own, (vocab, 384)."""
    count = model.tokenizer.get_vocab_size()
    parts = []
    for start in range(0, count, batch):
        ids = np.arange(start, min(count, start + batch))
        rows = np.stack([np.full(len(ids), CLS), ids, np.full(len(ids), SEP)], axis=1)
        parts.append(model.forward(rows, np.zeros_like(rows), np.ones(rows.shape, dtype=np.float32)))
        print(f"\r{min(count, start + batch)}/{count} tokens", end="", file=sys.stderr)
    print(file=sys.stderr)
    return np.concatenate(parts).astype(np.float64)


def project(outputs: np.ndarray, dimension: int) -> np.ndarray:
    """Centre, keep the first `dimension` principal components, weight rows by log(1 + id)."""
    centred = outputs - outputs.mean(axis=0)
    _, _, vt = np.linalg.svd(centred, full_matrices=False)
    components = vt[:dimension]
    # Fix each component's sign (largest absolute loading positive) so reruns give the same bytes.
    signs = np.sign(components[np.arange(dimension), np.abs(components).argmax(axis=1)])
    projected = centred @ (components * signs[:, None]).T
    return projected * np.log1p(np.arange(len(outputs)))[:, None]


def quantize(table: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per-row symmetric Int8: scale = max |x|, value = round(127 x / scale)."""
    scales = np.abs(table).max(axis=1)
    safe = np.where(scales > 0, scales, 1)
    values = np.clip(np.rint(table / safe[:, None] * 127), -127, 127).astype(np.int8)
    return scales.astype("<f4"), values


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dimension", type=int, default=256)
    parser.add_argument("--out", type=Path, default=ROOT / "Sources" / "CStaticVectors")
    args = parser.parse_args()
    model = minilm_server.MiniLM(minilm_server.model_dir())
    scales, values = quantize(project(token_outputs(model), args.dimension))
    count = len(values)
    with open(args.out / "vectors.bin", "wb") as out:
        out.write(b"RSV1" + struct.pack("<II", count, args.dimension))
        out.write(scales.tobytes())
        out.write(values.tobytes())
    vocab = model.tokenizer.get_vocab()
    assert sorted(vocab.values()) == list(range(count)), "vocabulary ids must be dense"
    assert not any(c in token for token in vocab for c in "\t\n"), "tokens must not hold tabs or newlines"
    rows = sorted((token.encode("utf-8"), id) for token, id in vocab.items())
    (args.out / "vocab.tsv").write_bytes(b"".join(token + b"\t" + str(id).encode() + b"\n" for token, id in rows))
    print(f"wrote {count} tokens x {args.dimension} to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
