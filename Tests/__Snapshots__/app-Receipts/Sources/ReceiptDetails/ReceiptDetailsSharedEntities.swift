// The entities the package's modules share, re-exported: ReceiptDetails's files, tests and clients see them.

@_exported import ReceiptsEntities
