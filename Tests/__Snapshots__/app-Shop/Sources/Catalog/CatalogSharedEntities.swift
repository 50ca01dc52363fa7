// The entities the package's modules share, re-exported: Catalog's files, tests and clients see them.

@_exported import ShopEntities
