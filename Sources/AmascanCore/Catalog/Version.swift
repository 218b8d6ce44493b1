/// amascan's version: `--version`, SARIF's tool version, and the cache's validity.
public enum AmascanVersion {
  public static let string = "0.1.0"
}
