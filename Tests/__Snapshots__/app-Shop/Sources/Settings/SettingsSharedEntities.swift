// The entities the package's modules share, re-exported: Settings's files, tests and clients see them.

@_exported import ShopEntities
