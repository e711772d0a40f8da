"""The mailbox service's data layer: storage, migrations, the vault and the mail providers."""
