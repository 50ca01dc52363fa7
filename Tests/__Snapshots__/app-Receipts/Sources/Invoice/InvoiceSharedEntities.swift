// The entities the package's modules share, re-exported: Invoice's files, tests and clients see them.

@_exported import ReceiptsEntities
