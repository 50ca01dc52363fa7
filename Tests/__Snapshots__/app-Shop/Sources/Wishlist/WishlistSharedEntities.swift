// The entities the package's modules share, re-exported: Wishlist's files, tests and clients see them.

@_exported import ShopEntities
