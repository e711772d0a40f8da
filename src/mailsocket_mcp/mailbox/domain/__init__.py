"""The mailbox service's domain: rights, users and tokens, accounts, audit. Knows no HTTP."""
