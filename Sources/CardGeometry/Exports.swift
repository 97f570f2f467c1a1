// `import CardGeometry` is the one import users need: the umbrella module
// re-exports the shared core and the five card systems.
@_exported import BrazeContentCards
@_exported import CardGeometryCore
@_exported import SheetCards
@_exported import StorifyMeWidgets
@_exported import StorylyStoryGroups
@_exported import StorytellerCards
