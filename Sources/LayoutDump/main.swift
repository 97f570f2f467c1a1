// Placeholder until the CLI lands.
print("layout-dump")
