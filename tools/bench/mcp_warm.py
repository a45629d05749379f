#!/usr/bin/env python3
"""Warm `recall mcp` search latency: one server, 11 search calls, prints the first and the median of the rest.

    python3 tools/bench/mcp_warm.py BINARY DB
"""
import json, subprocess, sys, time
binary, db = sys.argv[1], sys.argv[2]
p = subprocess.Popen([binary, "mcp", "--db", db], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
def call(i, method, params):
    p.stdin.write(json.dumps({"jsonrpc": "2.0", "id": i, "method": method, "params": params}) + "\n"); p.stdin.flush()
    return json.loads(p.stdout.readline())
call(0, "initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "b", "version": "1"}})
p.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n"); p.stdin.flush()
times = []
for i in range(1, 12):
    t = time.monotonic(); r = call(i, "tools/call", {"name": "search", "arguments": {"query": "cape midecero tazowune wajiwi", "limit": 10}}); times.append((time.monotonic() - t) * 1000)
    assert "result" in r, r
p.stdin.close(); p.wait()
print(binary, "first %.1f ms, then median %.1f ms" % (times[0], sorted(times[1:])[len(times[1:]) // 2]))
