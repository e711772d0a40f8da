"""Run a blocking call (an SDK wait) on a thread and collect its outcome with a bound."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")

JOIN_SECONDS = 30.0


class Background(Generic[T]):
    """``call`` running on its own thread; ``result()`` joins it and returns or re-raises."""

    def __init__(self, call: Callable[[], T]) -> None:
        self._call = call
        self._value: T | None = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self._value = self._call()
        except BaseException as exc:
            self._error = exc

    def done(self) -> bool:
        """Whether the call has returned or raised."""
        return not self._thread.is_alive()

    def result(self, timeout: float = JOIN_SECONDS) -> T:
        self._thread.join(timeout)
        if self._thread.is_alive():
            raise TimeoutError(f"background call still running after {timeout:g} s")
        if self._error is not None:
            raise self._error
        return self._value  # type: ignore[return-value]

    def error(self, timeout: float = JOIN_SECONDS) -> BaseException:
        """The exception the call raised (fails the test if it returned instead)."""
        try:
            value = self.result(timeout)
        except TimeoutError:
            raise
        except BaseException as exc:
            return exc
        raise AssertionError(f"expected the call to raise, it returned {value!r}")
