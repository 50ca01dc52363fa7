// The entities the package's modules share, re-exported: OrderSummary's files, tests and clients see them.

@_exported import ReceiptsEntities
