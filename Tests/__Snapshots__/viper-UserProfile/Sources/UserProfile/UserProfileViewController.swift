#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class UserProfileViewController: UIViewController {
        /// The screen owns the module through it.
        var presenter: (any UserProfilePresenting)?
        /// What `loadProfile` takes as `userID`. No control gives it: the app sets it (when
        /// a route returns, say), and the button waits for it.
        public var loadProfileUserID: UUID? {
            didSet { updateButtons() }
        }
        /// What `follow` takes as `userID`. No control gives it: the app sets it (when
        /// a route returns, say), and the button waits for it.
        public var followUserID: UUID? {
            didSet { updateButtons() }
        }
        private let tasks = UserProfileScreenTasks()
        private lazy var loadProfileSection = UserProfileSectionView(
            title: UserProfileStrings.LoadProfile.title,
            action: UserProfileStrings.LoadProfile.action,
            ids: UserProfileAccessibilityIDs.LoadProfile.self,
            fields: [
                (UserProfileStrings.LoadProfile.profileLabel, UserProfileAccessibilityIDs.LoadProfile.profileField)
            ],
            loading: UserProfileStrings.loading,
            retry: UserProfileStrings.retry
        ) { [weak self] in
            self?.runLoadProfile()
        }
        private lazy var followSection = UserProfileSectionView(
            title: UserProfileStrings.Follow.title,
            action: UserProfileStrings.Follow.action,
            ids: UserProfileAccessibilityIDs.Follow.self,
            fields: [
                (UserProfileStrings.Follow.isFollowingLabel, UserProfileAccessibilityIDs.Follow.isFollowingField),
                (UserProfileStrings.Follow.buttonTitleLabel, UserProfileAccessibilityIDs.Follow.buttonTitleField),
            ],
            loading: UserProfileStrings.loading,
            retry: UserProfileStrings.retry
        ) { [weak self] in
            self?.runFollow()
        }
        private lazy var followersRouteButton = UserProfileScreenControls.button(
            UserProfileStrings.Routes.followers,
            id: UserProfileAccessibilityIDs.Routes.followers
        ) { [weak self] in
            self?.presenter?.showFollowers()
        }
        private lazy var editProfileRouteButton = UserProfileScreenControls.button(
            UserProfileStrings.Routes.editProfile,
            id: UserProfileAccessibilityIDs.Routes.editProfile
        ) { [weak self] in
            self?.presenter?.showEditProfile()
        }

        init() {
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use UserProfileBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = UserProfileStrings.title
            view.backgroundColor = .systemBackground
            UserProfileScreenLayout.install(
                [loadProfileSection, followSection, followersRouteButton, editProfileRouteButton],
                in: view,
                id: UserProfileAccessibilityIDs.list
            )
            updateButtons()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        /// Nil while a control lacks what `loadProfile` needs.
        private var loadProfileCall: Call? {
            guard let userID = loadProfileUserID else { return nil }
            return { await $0.loadProfile(userID: userID) }
        }

        private func runLoadProfile() {
            if let call = loadProfileCall { start(key: "loadProfile", call) }
        }

        /// Nil while a control lacks what `follow` needs.
        private var followCall: Call? {
            guard let userID = followUserID else { return nil }
            return { await $0.follow(userID: userID) }
        }

        private func runFollow() {
            if let call = followCall { start(call) }
        }

        private func updateButtons() {
            loadProfileSection.button.isEnabled = loadProfileCall != nil
            followSection.button.isEnabled = !followSection.isRunning && followCall != nil
        }
    }

    extension UserProfileViewController: UserProfileView {
        public func displayLoadProfile(_ state: UserProfileUseCaseState<UserProfileModels.LoadProfile.ViewModel>) {
            loadProfileSection.show(state) { viewModel in
                [viewModel.profile]
            }
        }

        public func displayFollow(_ state: UserProfileUseCaseState<UserProfileModels.Follow.ViewModel>) {
            followSection.show(state) { viewModel in
                [UserProfileStrings.yesOrNo(viewModel.isFollowing), viewModel.buttonTitle]
            }
            updateButtons()
        }
    }

    extension UserProfileViewController: UserProfileTransitionHandling {
        /// Shows the screen the router made: pushed in a navigation controller, presented otherwise.
        public func show(_ screen: UIViewController) {
            if let navigationController {
                navigationController.pushViewController(screen, animated: true)
            } else {
                present(screen, animated: true)
            }
        }
    }

    extension UserProfileViewController {
        typealias Call = @MainActor (any UserProfilePresenting) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let presenter else { return nil }
            return tasks.start(key: key) { await call(presenter) }
        }
    }
#endif
