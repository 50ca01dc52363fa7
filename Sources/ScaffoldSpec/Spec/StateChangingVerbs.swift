import ScaffoldBase

/// The verbs that, starting a use case's name, say it changes something (`pay`, `deleteAccount`,
/// `signIn`), so that a use case without `kind:` is a command by default: a command's worst case
/// is a refused second tap, a query's is paying twice (issue 28).
///
/// Only the whole first word counts (`payment` and `settings` are not `pay` and `set`), and
/// reading verbs (`load`, `fetch`, `search`, `refresh`, `get`, `list`, `check`) are never here.
/// A word that is also a common noun is left out (`report`, `message`, `pin`, `start`), unless
/// calling twice moves money or duplicates something the user sees (`order`, `book`, `transfer`,
/// `post`): there a query named `orderHistory` getting a note and a refused second tap costs far
/// less than an order placed twice.
enum StateChangingVerbs {
  static let verbs: Set<String> = [
    // Money: a second call pays, orders or refunds again.
    "pay", "buy", "purchase", "checkout", "order", "reorder", "book", "reserve", "redeem", "refund", "transfer",
    "donate", "withdraw", "deposit", "bid", "sell", "claim", "renew", "upgrade", "downgrade", "restore",
    "subscribe", "unsubscribe",
    // Sending and publishing: a second call sends a duplicate.
    "submit", "send", "resend", "post", "publish", "share", "upload", "invite", "reply", "comment", "vote",
    "upvote", "downvote",
    // Creating, changing and deleting.
    "create", "add", "save", "place", "update", "edit", "rename", "move", "apply", "set", "change", "reset",
    "toggle", "mark", "clear", "enable", "disable", "activate", "deactivate", "complete", "archive", "delete",
    "remove", "erase", "undo", "redo",
    // Deciding and answering.
    "confirm", "cancel", "approve", "reject", "accept", "decline",
    // People and sessions.
    "register", "sign", "log", "login", "logout", "signin", "signup", "signout", "follow", "unfollow", "like",
    "unlike", "rate", "block", "unblock", "mute", "unmute", "join", "leave",
  ]

  /// Two-word verbs whose first word alone reads (`checkAvailability`) or is a noun (`topStories`).
  static let phrasalVerbs: Set<[String]> = [
    ["check", "in"], ["check", "out"], ["top", "up"], ["opt", "in"], ["opt", "out"],
  ]

  /// The verb `name` starts with, when it is one that changes something (`pay` of `payNow`,
  /// `check in` of `checkIn`); `nil` for any other name.
  static func verb(startingName name: Name) -> String? {
    let words = name.words.map { $0.lowercased() }
    if words.count >= 2, phrasalVerbs.contains(Array(words.prefix(2))) {
      return words.prefix(2).joined(separator: " ")
    }
    guard let first = words.first, verbs.contains(first) else { return nil }
    return first
  }
}

extension UseCaseKind {
  /// The kind of a use case that names none: a command when its name starts with a verb that
  /// changes something, except on load, which a command may not run on: it stays a query there
  /// (with a note, `CommandByNameNotes`).
  package static func byName(_ name: Name, runsOnLoad: Bool) -> UseCaseKind {
    !runsOnLoad && StateChangingVerbs.verb(startingName: name) != nil ? .command : .query
  }
}
