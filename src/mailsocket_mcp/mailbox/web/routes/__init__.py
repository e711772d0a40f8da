"""REST v1 routes, one module per area of the contract."""
