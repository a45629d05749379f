import RecallCore
