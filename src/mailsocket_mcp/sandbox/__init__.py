"""The sandbox: a local, mailsocket-compatible upstream (REST API + SMTP intake)."""
