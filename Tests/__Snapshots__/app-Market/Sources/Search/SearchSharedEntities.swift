// The entities the package's modules share, re-exported: Search's files, tests and clients see them.

@_exported import MarketEntities
