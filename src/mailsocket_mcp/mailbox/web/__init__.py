"""The mailbox service's web layer: the FastAPI app, its routes and their models."""
