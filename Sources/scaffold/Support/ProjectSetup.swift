import Foundation
import ScaffoldBase
import ScaffoldKit

extension ProjectSetup {
  /// The setup of the folder the command runs in, with today's date and git's user name.
  init(templateFolders: [String]) throws(ScaffoldError) {
    try self.init(
      templateFolders: templateFolders, workingFolder: Terminal.workingFolder,
      environment: Terminal.environment, log: Terminal.activityLog,
      origin: {
        RunOrigin.current(
          needsDeveloper: $0, environment: Terminal.environment, workingFolder: Terminal.workingFolder)
      })
  }
}
