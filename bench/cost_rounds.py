"""The tools/call cost ratio in interleaved rounds, so a busy machine's drift cancels out.

Usage::

    .venv/bin/python bench/cost_rounds.py [--rounds 6] [--duration 3] [--concurrency 16]
        [--compare-src /path/to/other/src]

``gateway_bench.py`` measures the gateway, then the echo, then the SDK alone, minutes
apart; on a shared machine their CPU per request drifts by 20-40 % in that time, and the
ratio of the first to the others with it. Here one round measures, back to back and for
``--duration`` seconds each, ``tools/call get_latest`` through the gateway (two of them
swapping places every round), the bare Starlette echo and the SDK alone (one connection
per call), the servers staying up between rounds; each round gives its own ratios, and
the medians over the rounds are the figures. With ``--compare-src`` a second gateway
(that ``src`` first on its ``PYTHONPATH``, e.g. an export of another commit) is measured
in the same rounds.

The ratios: raw (gateway / echo) and the MCP layer ((gateway - SDK alone) / echo), the
issue-18 target being an MCP layer of at most 3.5x at concurrency 16.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

import mailsocket

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _procs import pin_self, run_until_interrupted, start_sandbox
from gateway_bench import (
    BENCH_KEY,
    CLIENT_CORE,
    Bench,
    Config,
    create_inboxes,
    rpc_body,
    stopping,
)

TARGET = 3.5


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=6, help="interleaved rounds (6)")
    parser.add_argument("--duration", type=float, default=3.0, help="seconds per run (3)")
    parser.add_argument("--warmup", type=float, default=0.5, help="warm-up seconds per run (0.5)")
    parser.add_argument("--concurrency", type=int, default=16, help="connections (16)")
    parser.add_argument(
        "--compare-src",
        type=Path,
        default=None,
        help="also measure a gateway run with this src directory first on PYTHONPATH",
    )
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.concurrency < 1 or not 0 < args.duration <= 60:
        parser.error("rounds and concurrency must be >= 1, duration in (0, 60]")
    if args.compare_src is not None and not (args.compare_src / "mailsocket_mcp").is_dir():
        parser.error(f"{args.compare_src} holds no mailsocket_mcp package")
    return args


def run(args: argparse.Namespace) -> int:
    pin_self(CLIENT_CORE)
    config = Config(
        duration_s=args.duration,
        warmup_s=args.warmup,
        max_requests=10_000_000,
        concurrencies=(args.concurrency,),
        upstream_latency_ms=0,
        settle_s=0,
        profile=False,
        profile_top=0,
        compare_artifacts=False,
    )
    c = args.concurrency
    with tempfile.TemporaryDirectory(prefix="cost-rounds-") as tmp, stopping([]) as servers:
        sandbox = start_sandbox(Path(tmp), core=CLIENT_CORE, args=["--smtp-port", "0"])
        servers.append(sandbox)
        bench = Bench(config, sandbox, Path(tmp))
        inbox_id = create_inboxes(bench.api_url, BENCH_KEY, 1)[0]
        mailsocket.Client(BENCH_KEY, base_url=bench.api_url).send_test_code(inbox_id)
        gateways = {"this tree": bench.start_gateway()}
        if args.compare_src is not None:
            gateways["compared"] = bench.start_gateway(
                "gateway-compared", extra_env={"PYTHONPATH": str(args.compare_src.resolve())}
            )
        servers.extend(gateways.values())
        echo = bench.start_echo()
        servers.append(echo)
        body = rpc_body("tools/call", {"name": "get_latest", "arguments": {"inbox_id": inbox_id}})
        rounds: list[dict[str, float]] = []
        for number in range(1, args.rounds + 1):
            # Two gateways swap places every round: neither is always measured first.
            order = list(gateways.items())[:: 1 if number % 2 else -1]
            figures = {
                name: bench.load(f"{name}: get_latest", gateway, body, c).cpu_ms_per_request
                for name, gateway in order
            }
            figures["echo"] = bench.load("echo", echo, body, c).cpu_ms_per_request
            figures["sdk"] = bench.sdk_direct(inbox_id, c, pooled=False).cpu_ms_per_request
            rounds.append(figures)
            print(f"round {number}: " + _round_line(figures, gateways), flush=True)
    _summary(rounds, list(gateways), c)
    return 0


def _ratios(figures: dict[str, float], name: str) -> tuple[float, float]:
    """(raw, MCP layer) of gateway ``name`` over the echo, in one round."""
    echo = figures["echo"]
    return figures[name] / echo, (figures[name] - figures["sdk"]) / echo


def _round_line(figures: dict[str, float], gateways: dict[str, object]) -> str:
    parts = [f"echo {figures['echo']:.3f}, SDK alone {figures['sdk']:.3f} ms/req"]
    for name in gateways:
        raw, layer = _ratios(figures, name)
        parts.append(f"{name} {figures[name]:.3f} ms/req, raw {raw:.2f}x, MCP layer {layer:.2f}x")
    return "; ".join(parts)


def _summary(rounds: list[dict[str, float]], names: list[str], c: int) -> None:
    print(f"\n## Medians over {len(rounds)} interleaved rounds, c={c}\n")
    print("| figure | " + " | ".join(names) + " |")
    print("|---|" + "---|" * len(names))
    rows = {
        "server CPU ms/req": [statistics.median(r[n] for r in rounds) for n in names],
        "raw / echo": [statistics.median(_ratios(r, n)[0] for r in rounds) for n in names],
        "MCP layer / echo": [statistics.median(_ratios(r, n)[1] for r in rounds) for n in names],
    }
    for label, values in rows.items():
        print(f"| {label} | " + " | ".join(f"{v:.3f}" for v in values) + " |")
    print(
        f"\necho {statistics.median(r['echo'] for r in rounds):.3f}, SDK alone "
        f"{statistics.median(r['sdk'] for r in rounds):.3f} ms/req (medians)"
    )
    for name in names:
        layers = sorted(_ratios(r, name)[1] for r in rounds)
        median = statistics.median(layers)
        verdict = "met" if median <= TARGET else "MISSED"
        print(
            f"- {name}: MCP layer {median:.2f}x (rounds {layers[0]:.2f}-{layers[-1]:.2f}x) "
            f"<= {TARGET}x -> {verdict}"
        )


def main(argv: Sequence[str] | None = None) -> int:
    return run_until_interrupted(lambda: run(parse_args(argv)))


if __name__ == "__main__":
    sys.exit(main())
