import Foundation

/// What the presenter tells the screen to show: each use case's state, replacing the last.
@MainActor
public protocol EdgesDisplayLogic: AnyObject {
    func displayLoadURLs(viewModel: EdgesUseCaseState<EdgesModels.LoadURLs.ViewModel>)
    func displaySendNote(viewModel: EdgesUseCaseState<EdgesModels.SendNote.ViewModel>)
    func displayLoadTags(viewModel: EdgesUseCaseState<EdgesModels.LoadTags.ViewModel>)
    func displayLoadBadges(viewModel: EdgesUseCaseState<EdgesModels.LoadBadges.ViewModel>)
}
