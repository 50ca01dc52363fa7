// The entities the package's modules share, re-exported: ProductDetail's files, tests and clients see them.

@_exported import MarketEntities
