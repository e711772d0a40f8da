# The HTTP gateway (mailsocket-mcp-http) as a container image.
#
#   docker build -t mailsocket-mcp-gateway .
#   docker run --rm -p 8080:8080 -e MCP_ALLOWED_HOSTS=mcp.example.com mailsocket-mcp-gateway
#
# The image holds no mailsocket key: each request brings its own as a Bearer header,
# and the gateway refuses to start if MAILSOCKET_API_KEY is set.
# scripts/install-check runs the same build-and-install steps without a container daemon.

# Both stages use the same image: the venv's python is a link to that image's interpreter.
FROM python:3.12-slim AS builder
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_NO_CACHE_DIR=1
WORKDIR /src
COPY pyproject.toml README.md ./
COPY src ./src
RUN python -m pip wheel --no-deps -w /dist . \
 && python -m venv /opt/venv \
 && /opt/venv/bin/python -m pip install /dist/*.whl


FROM python:3.12-slim AS runtime
RUN groupadd --system --gid 10001 mcp \
 && useradd --system --uid 10001 --gid mcp --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin mcp
COPY --from=builder /opt/venv /opt/venv
ENV PATH="/opt/venv/bin:${PATH}" \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    MCP_BIND_HOST=0.0.0.0 \
    MCP_PORT=8080
# Numeric, so runtimes that enforce "run as non-root" can verify it without /etc/passwd.
USER 10001:10001
EXPOSE 8080
STOPSIGNAL SIGTERM
# The gateway answers only for allowlisted Host values, /healthz included, so the check
# sends the first MCP_ALLOWED_HOSTS entry as its Host (127.0.0.1 when unset, the default
# allowlist). No curl in the slim image: python's urllib fails on any non-2xx status.
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request as u; h = os.environ.get('MCP_ALLOWED_HOSTS', '').split(',')[0].strip().removesuffix(':*') or '127.0.0.1'; u.urlopen(u.Request('http://127.0.0.1:8080/healthz', headers={'Host': h}), timeout=4)"]
CMD ["mailsocket-mcp-http"]
