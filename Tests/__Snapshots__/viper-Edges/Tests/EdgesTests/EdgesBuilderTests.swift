import Foundation
import Testing

@testable import Edges

@MainActor
@Suite("EdgesBuilder", .timeLimit(.minutes(1)))
struct EdgesBuilderTests {
    @Test("assemble connects view, presenter, interactor, service and router")
    func assembleConnectsEveryPart() async {
        let view = EdgesViewSpy()
        let service = EdgesServiceStub()
        let presenter = EdgesBuilder.assemble(view: view, transitionHandler: view, service: service)
        view.presenter = presenter
        let formatting = EdgesFormatting()

        await presenter.loadURLs()
        #expect(service.loadURLsRequests == [.fixture])
        #expect(
            view.loadURLsStates == [
                .running,
                .loaded(
                    EdgesModels.LoadURLs.ViewModel(notifications: ["actor 2", "actor 52"], header: "description 2")
                ),
            ]
        )

        await presenter.sendNote(
            note: Notification(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                actor: "actor 1",
                async: false
            ),
            bytes: Data("bytes 1".utf8),
            rate: 3_371.5,
            small: 183,
            at: Date(timeIntervalSince1970: 1_700_008_411)
        )
        #expect(service.sendNoteRequests == [.fixture])
        #expect(
            view.sendNoteStates.map(\.mapped) == [
                .running,
                .loaded(
                    EdgesSendNoteMappedFields(
                        sentAt: Date(timeIntervalSince1970: 1_700_007_072),
                        sentAtText: formatting.date(Date(timeIntervalSince1970: 1_700_007_072))
                    )
                ),
            ]
        )

        await presenter.loadTags()
        #expect(service.loadTagsRequests == [.fixture])
        #expect(
            view.loadTagsStates == [.running, .loaded(EdgesModels.LoadTags.ViewModel(tags: ["tags 2", "tags 52"]))]
        )

        await presenter.loadBadges()
        #expect(service.loadBadgesRequests == [.fixture])
        #expect(view.loadBadgesStates.map(\.mapped) == [.running, .loaded(EdgesLoadBadgesMappedFields(count: 2_102))])

        presenter.showDetails()
        presenter.showOpen()
        #expect(view.handledRoutes == [.details, .open])
    }

    @Test(
        "the module is released when its view goes away; calls still running keep it alive only until they end",
        arguments: [false, true]
    )
    func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: EdgesViewSpy?
        weak var weakPresenter: EdgesPresenter?
        weak var weakInteractor: EdgesInteractor?
        weak var weakRouter: EdgesRouter<EdgesViewSpy>?
        let service = EdgesServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = EdgesViewSpy()
            let presenter = EdgesBuilder.assemble(view: view, transitionHandler: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? EdgesPresenter
            weakInteractor = weakPresenter?.interactor as? EdgesInteractor
            weakRouter = weakPresenter?.router as? EdgesRouter<EdgesViewSpy>
            #expect(weakPresenter != nil)
            #expect(weakInteractor != nil)
            #expect(weakRouter != nil)
            // Held calls keep the module until they end; with none running it goes with its view.
            service.gate.holdsCalls = whileCallsRun
            if whileCallsRun {
                calls.append(Task { await presenter.loadURLs() })
                calls.append(
                    Task {
                        await presenter.sendNote(
                            note: Notification(
                                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                                actor: "actor 1",
                                async: false
                            ),
                            bytes: Data("bytes 1".utf8),
                            rate: 3_371.5,
                            small: 183,
                            at: Date(timeIntervalSince1970: 1_700_008_411)
                        )
                    }
                )
                calls.append(Task { await presenter.loadTags() })
                calls.append(Task { await presenter.loadBadges() })
                try await service.gate.waitUntilHeld(4)
            }
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
    }
}
