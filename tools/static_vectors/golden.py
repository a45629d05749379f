#!/usr/bin/env python3
"""Write the WordPiece and static-vector golden file Recall's Swift tests compare against.

Hugging Face `tokenizers` (the reference implementation all-MiniLM-L6-v2 ships with) tokenizes
each text; the static vector is computed here from the same vectors.bin the binary embeds. Run
with the MiniLM virtual environment after distill.py:

    ../.venv-minilm/bin/python tools/static_vectors/golden.py
"""
import json
import struct
import sys
from pathlib import Path

import numpy as np
from tokenizers import Tokenizer

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import minilm_server  # noqa: E402

TEXTS = [
    "", "   ", "hello", "Hello, World!", "The quarterly budget review", "unaffable",
    "Café Müller — naïve résumé", "José Núñez", "Björn Åberg", "ŁÓDŹ", "İstanbul",
    "don't stop-believing", "e-mail: ana@example.com", "https://example.com/a?b=c&d=e",
    "$12.50 + 3% ^ 2 | x < y > z ` ~", "2026-08-14T09:30:00Z", "v1.2.3-beta+build.5",
    "北京欢迎你", "東京 and 大阪", "日本語のテキスト", "한국어 텍스트", "Привет, мир", "Ελληνικά",
    "مرحبا بالعالم", "emoji 🎉 party 👩‍💻 dev", "tab\tand\nnewline\r\nend", "zero\u200bwidth",
    "soft\u00adhyphen", "ligature ﬁne", "full-width ＡＢＣ１２３", "x" * 101, "a" * 100,
    "supercalifragilisticexpialidocious", "antidisestablishmentarianism", "Q3 OKRs & KPIs",
    "1:1 w/ Priya re: onboarding", "#hashtag @mention", "snake_case and camelCase",
    "«quotes» “curly” ‘single’", "ellipsis… dash – em — ", "control\u0007bell\u0000nul",
    "combining e\u0301 and a\u0308", "Ǆ digraph", "ß strasse", "ﬀ ﬃ", "Ⅻ roman", "½ fraction",
    "what did I discuss with Sarah in August", "customers walking away after the price change",
    "Lisbon offsite budget: EUR 38k all-in (flights, three nights, venue, two dinners).",
]


def main() -> int:
    directory = ROOT / "Sources" / "CStaticVectors"
    raw = (directory / "vectors.bin").read_bytes()
    count, dimension = struct.unpack("<II", raw[4:12])
    scales = np.frombuffer(raw, dtype="<f4", count=count, offset=12).astype(np.float64)
    values = np.frombuffer(raw, dtype=np.int8, offset=12 + 4 * count).reshape(count, dimension)
    tokenizer = Tokenizer.from_file(str(minilm_server.model_dir() / "tokenizer.json"))
    tokenizer.no_padding()
    tokenizer.no_truncation()
    out = ROOT / "Tests" / "RecallEmbeddingTests" / "Fixtures" / "wordpiece-golden.jsonl"
    with open(out, "w", encoding="utf-8") as handle:
        for text in TEXTS:
            ids = tokenizer.encode(text, add_special_tokens=False).ids
            total = np.zeros(dimension)
            for token in ids:
                total += scales[token] / 127 * values[token].astype(np.float64)
            norm = np.linalg.norm(total)
            head = (total / norm if norm > 0 else total)[:8]
            row = {"text": text, "ids": ids, "vector_head": [round(float(x), 12) for x in head]}
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(TEXTS)} cases to {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
