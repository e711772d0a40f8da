"""Run ``mailsocket-mcp-http`` under cProfile, with imports done before profiling starts.

``python bench/_profiled_gateway.py OUT.prof``: same environment variables as the console
script; the stats are written to ``OUT.prof`` when the server stops (SIGINT). cProfile
sees the event-loop thread only, not the SDK's worker threads.
"""

from __future__ import annotations

import cProfile
import sys

from mailsocket_mcp.http.cli import main

if __name__ == "__main__":
    profiler = cProfile.Profile()
    try:
        status = profiler.runcall(main, [])
    finally:
        profiler.dump_stats(sys.argv[1])
    sys.exit(status)
