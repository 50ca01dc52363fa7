/// Each use case's `Request`, the service's `Response` and what the screen shows (`Content`).
public enum SearchModels {
  public enum Load {
    public struct Request: Equatable, Sendable {
      public init() {}
    }

    public struct Response: Equatable, Sendable {
      public init() {}
    }

    public struct Content: Equatable, Sendable {
      public init() {}
    }
  }
}
