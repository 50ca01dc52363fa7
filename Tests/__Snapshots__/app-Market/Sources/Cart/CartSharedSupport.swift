// The support the package's modules share (use case states, call runners, screen sections), re-exported.

@_exported import MarketSupport
