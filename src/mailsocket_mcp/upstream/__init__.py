"""The upstream side: the only code that knows the mailsocket SDK.

``calls`` makes SDK calls for one caller (a fresh client, worker threads, one
error translation); ``pool`` is the urllib connection pool those calls run on;
``tap`` follows one call's connections; ``bounded_body`` reads its answers under caps.
"""

from .calls import DEFAULT_BASE_URL, SdkClient, Upstream, UpstreamConfig, translated

__all__ = ["DEFAULT_BASE_URL", "SdkClient", "Upstream", "UpstreamConfig", "translated"]
