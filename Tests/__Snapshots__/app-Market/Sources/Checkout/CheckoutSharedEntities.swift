// The entities the package's modules share, re-exported: Checkout's files, tests and clients see them.

@_exported import MarketEntities
