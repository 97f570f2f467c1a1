// `import CardGeometry` is the one import users need: the umbrella module
// re-exports the shared core, and the card systems beside their list
// (Engine/KindRegistry.swift).
@_exported import CardGeometryCore
