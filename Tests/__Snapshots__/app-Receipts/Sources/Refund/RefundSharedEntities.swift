// The entities the package's modules share, re-exported: Refund's files, tests and clients see them.

@_exported import ReceiptsEntities
