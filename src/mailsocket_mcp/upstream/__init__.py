"""The upstream side: the only code that knows the mailsocket SDK.

``calls`` makes SDK calls for one caller (a fresh client, worker threads);
``translate`` turns every SDK and connection error into ours, in one place;
``pool`` is the urllib connection pool those calls run on, installed by an entry
point; ``latest`` reads an inbox's newest message whichever way the API answers an
empty inbox; ``tap`` follows one call's connections; ``bounded_body`` reads its answers
under caps.
"""

from .calls import DEFAULT_BASE_URL, SdkClient, Upstream, UpstreamConfig
from .latest import latest_message
from .translate import translated

__all__ = [
    "DEFAULT_BASE_URL",
    "SdkClient",
    "Upstream",
    "UpstreamConfig",
    "latest_message",
    "translated",
]
