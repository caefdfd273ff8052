/// @ck.view
final class V: View { var x = 0 }
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
