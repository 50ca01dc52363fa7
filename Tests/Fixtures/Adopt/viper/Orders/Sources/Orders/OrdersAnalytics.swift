import Foundation

// ---------------------------------------------------------------------------
// Orders analytics -- our own addition, not part of the VIPER wiring.
// Events requested in SHOP-1182. Names must match the dashboard exactly,
// talk to the data team before renaming anything.
// ---------------------------------------------------------------------------

public protocol AnalyticsTracking {
    func track(_ name: String, parameters: [String: String])
}

enum OrdersEvent {
    case listViewed(count: Int)
    case orderOpened(orderID: UUID)
    case cancelConfirmed(orderID: UUID)
    case loadFailed(reason: String)
}

final class OrdersAnalytics {
    private let tracker: AnalyticsTracking
    private var didSendListViewed = false // once per screen, not on every refresh

    init(tracker: AnalyticsTracking) { self.tracker = tracker }

    func track(_ event: OrdersEvent) {
        switch event {
        case .listViewed(let count):
            guard !didSendListViewed else { return }
            didSendListViewed = true
            tracker.track("orders_list_viewed", parameters: ["count": "\(count)"])
        case .orderOpened(let id):
            tracker.track("orders_order_opened", parameters: ["order_id": id.uuidString])
        case .cancelConfirmed(let id):
            tracker.track("orders_cancel_confirmed", parameters: ["order_id": id.uuidString])
        case .loadFailed(let reason):
            tracker.track("orders_load_failed", parameters: ["reason": String(reason.prefix(100))])
        }
    }
}
