// The entities the package's modules share, re-exported: Product's files, tests and clients see them.

@_exported import ShopEntities
