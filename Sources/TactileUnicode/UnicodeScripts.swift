import CTextBridge

/// The Unicode Script property, as ISO 15924 codes.
public enum UnicodeScripts {
  /// The script of `scalar` as its four-letter ISO 15924 code packed big-endian ("Arab" is
  /// 0x41726162): "Zyyy" for Common characters (spaces, digits, punctuation), "Zinh" for
  /// Inherited ones (most combining marks), "Zzzz" for unassigned ones.
  public static func script(of scalar: Unicode.Scalar) -> UInt32 {
    txb_script(scalar.value)
  }

  /// The four letters of a packed script code: "Arab" for 0x41726162.
  public static func name(of code: UInt32) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: code >> $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
