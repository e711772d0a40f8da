"""A real headless browser for the web page's tests: Debian's chromium, driven by Playwright.

Playwright cannot download its own browsers here, so it launches ``/usr/bin/chromium``
(``.ci/run`` installs it) with flags that keep it offline and quiet. Each launch gets a
fresh profile (user-data) directory from Playwright. axe-core, when ``.ci/run`` has put
it in ``.ci/node_modules``, checks accessibility inside the page.
"""

from __future__ import annotations

import os
from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
AXE = Path(__file__).resolve().parents[2] / ".ci" / "node_modules" / "axe-core" / "axe.min.js"


def missing_tool_reason(tool: Path, how: str) -> str | None:
    """Why a browser test cannot run (None when it can).

    Under CI (``CI`` set) a missing tool is the CI script's bug, so callers fail
    rather than skip; elsewhere they skip with this reason.
    """
    if tool.exists():
        return None
    return f"{tool} is not installed: {how}"


def in_ci() -> bool:
    return bool(os.environ.get("CI"))


# Run in the page (``page.evaluate``): notes the wall-clock time (ms) each subject enters
# the message list in ``window.shownAt``, so a latency excludes the driver's round trips.
WATCH_MESSAGE_LIST = """() => {
  window.shownAt = {};
  new MutationObserver(() => {
    const now = Date.now();
    for (const node of document.querySelectorAll('.message .subject')) {
      window.shownAt[node.textContent] ??= now;
    }
  }).observe(document.getElementById('message-list'), {childList: true, subtree: true});
}"""
